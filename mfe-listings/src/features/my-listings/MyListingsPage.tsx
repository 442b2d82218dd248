export default function MyListingsPage() {
  return (
    <main className="container page">
      <h1>My listings</h1>
    </main>
  );
}
