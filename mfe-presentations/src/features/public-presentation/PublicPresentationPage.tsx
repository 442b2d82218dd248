export default function PublicPresentationPage() {
  return (
    <div className="container page">
      <h1>Presentation</h1>
    </div>
  );
}
