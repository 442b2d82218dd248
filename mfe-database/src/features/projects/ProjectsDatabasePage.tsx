export default function ProjectsDatabasePage() {
  return (
    <main className="container page">
      <h1>Project database</h1>
    </main>
  );
}
