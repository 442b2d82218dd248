export default function ProjectPage() {
  return (
    <main className="container page">
      <h1>Project</h1>
    </main>
  );
}
