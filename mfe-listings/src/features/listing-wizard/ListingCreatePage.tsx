export default function ListingCreatePage() {
  return (
    <div className="container page">
      <h1>Create a listing</h1>
    </div>
  );
}
