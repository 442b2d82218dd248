export default function PresentationEditPage() {
  return (
    <div className="container page">
      <h1>Edit presentation</h1>
    </div>
  );
}
