// A presentation of the demo broker's for the benches (PDF, Lighthouse): the first `count`
// published listings with photos, as a broker would pick them, in the presentation's own
// currency, with a note on the first. Needs the demo seed (the server's first start makes it).

/** Signs in as the demo broker; the bearer header. */
async function brokerAuth(base) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'broker@example.com', password: 'Phuket-demo-2024' }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${(await response.json()).token}` };
}

/** Creates the presentation; returns its slug and public path. */
export async function createBenchPresentation(base, count) {
  const auth = await brokerAuth(base);
  const ids = [];
  for (let page = 1; ids.length < count && page <= 20; page += 1) {
    const response = await fetch(`${base}/api/get/presentations/options?per_page=6&page=${page}`, {
      headers: auth,
    });
    if (!response.ok) throw new Error(`options: ${response.status}`);
    const { data } = await response.json();
    if (data.length === 0) break;
    for (const card of data) {
      const photos = (card.albums ?? []).flatMap((album) => album.photos ?? []);
      if (photos.length > 0 && ids.length < count) ids.push(card.id);
    }
  }
  if (ids.length < count) throw new Error(`only ${ids.length} listings with photos to choose`);
  const response = await fetch(`${base}/api/presentations`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: `A selection of ${count} for the bench`,
      intro: 'Homes near the beaches of the west coast, as we discussed.',
      currency: 'THB',
      items: ids.map((id, index) => ({
        listing_id: id,
        note: index === 0 ? 'My favourite: the view from the terrace at sunset.' : null,
      })),
    }),
  });
  if (response.status !== 201)
    throw new Error(`create: ${response.status} ${await response.text()}`);
  const { slug } = await response.json();
  return { slug, path: `/presentation/${slug}` };
}
