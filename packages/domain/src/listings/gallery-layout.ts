/**
 * The listing page's main photo: 800 px wide from 1280 px up (two thirds of the gallery, at 3:2 like
 * every listing photo, so nothing of it is cropped), two thirds of the screen from 640 px, the whole
 * width on phones. The page and the server's preload of that photo must give the browser the same
 * `sizes`, or it would fetch the photo twice.
 */
export const LISTING_MAIN_PHOTO_SIZES = '(min-width: 1280px) 800px, (min-width: 640px) 66vw, 100vw';

/** At most this many smaller photos beside the main one; the viewer shows every photo. */
export const GALLERY_SIDE_PHOTOS = 4;
