// Inline so a card without photos never waits for (or fails) a network request.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6f2f1"/><stop offset="1" stop-color="#d3e6e4"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/><g fill="none" stroke="#0b7a75" stroke-width="10" stroke-linejoin="round" stroke-linecap="round" opacity=".55"><path d="M230 250 320 175l90 75"/><path d="M250 235v85h140v-85"/><path d="M300 320v-50h40v50"/></g></svg>`;

export const LISTING_PLACEHOLDER_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
