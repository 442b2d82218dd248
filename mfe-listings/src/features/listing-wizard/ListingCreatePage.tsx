export default function ListingCreatePage() {
  return (
    <main className="container page">
      <h1>Create a listing</h1>
    </main>
  );
}
