export default function MyListingsPage() {
  return (
    <div className="container page">
      <h1>My listings</h1>
    </div>
  );
}
