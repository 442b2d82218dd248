export default function PresentationsPage() {
  return (
    <div className="container page">
      <h1>My presentations</h1>
    </div>
  );
}
