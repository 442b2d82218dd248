export default function ProjectCreatePage() {
  return (
    <main className="container page">
      <h1>Add a project</h1>
    </main>
  );
}
