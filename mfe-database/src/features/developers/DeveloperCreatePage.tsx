export default function DeveloperCreatePage() {
  return (
    <div className="container page">
      <h1>Add a developer</h1>
    </div>
  );
}
