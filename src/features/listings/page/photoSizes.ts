/** The gallery's large photo: two thirds of a wide screen, the whole of a narrow one. */
export const GALLERY_SIZES = '(min-width: 1024px) 66vw, 100vw'
