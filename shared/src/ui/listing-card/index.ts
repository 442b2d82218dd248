export * from './ListingCard';
export * from './ContactButtons';
export { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from './PhotoCarousel';
export { LISTING_PLACEHOLDER_IMAGE } from './placeholder';
export { PhotoArrows } from './PhotoArrows';
