export default function PresentationCreatePage() {
  return (
    <div className="container page">
      <h1>New presentation</h1>
    </div>
  );
}
