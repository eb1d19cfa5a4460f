/** The reading column's width (content.css: at most 780 pixels with 16 of padding a side): an article's photo and the photos in its text. */
export const COLUMN_SIZES = '(min-width: 780px) 748px, calc(100vw - 32px)';
/** An article's photo on the articles index: columns of at least 280 pixels, up to four. */
export const ARTICLE_CARD_SIZES = '(min-width: 1224px) 290px, (min-width: 920px) 33vw, (min-width: 616px) 50vw, calc(100vw - 32px)';
