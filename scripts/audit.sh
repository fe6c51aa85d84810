#!/usr/bin/env bash
# Fails on a high or critical advisory in what the site ships (dev tools excluded). A registry that
# does not serve the audit endpoint (some mirrors answer 405) is reported, not taken as a pass.
set -uo pipefail
out=$(npm audit --omit=dev --audit-level=high 2>&1)
code=$?
if grep -q "audit endpoint returned an error" <<<"$out"; then
  echo "⚠ npm audit could not run: this registry does not serve advisories. Not verified here."
  exit 0
fi
echo "$out" | tail -n 15
exit $code
