export default function DeveloperCreatePage() {
  return (
    <main className="container page">
      <h1>Add a developer</h1>
    </main>
  );
}
