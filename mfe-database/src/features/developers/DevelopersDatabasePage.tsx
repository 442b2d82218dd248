export default function DevelopersDatabasePage() {
  return (
    <main className="container page">
      <h1>Developer database</h1>
    </main>
  );
}
