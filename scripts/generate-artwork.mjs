// Generates the site's artwork into public/images/: npm run generate:artwork [-- word].
// The generator lives in scripts/artwork/ (start at index.mjs); this file is its entry point.
import './artwork/index.mjs'
