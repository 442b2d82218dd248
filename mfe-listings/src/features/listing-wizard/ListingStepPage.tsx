export default function ListingStepPage() {
  return (
    <div className="container page">
      <h1>Edit listing</h1>
    </div>
  );
}
