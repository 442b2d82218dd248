/** A chat app the property page offers to share a listing to. */
export interface ShareTarget {
  name: 'WhatsApp' | 'LINE' | 'Telegram';
  href: string;
}

/** Each app's share address for `url`, with the listing's title where the app takes text. */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(title ? `${title} ${url}` : url);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}` },
    { name: 'LINE', href: `https://social-plugins.line.me/lineit/share?url=${link}` },
    {
      name: 'Telegram',
      href: `https://t.me/share/url?url=${link}&text=${encodeURIComponent(title)}`,
    },
  ];
}
