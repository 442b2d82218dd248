export default function DeveloperPage() {
  return (
    <main className="container page">
      <h1>Developer</h1>
    </main>
  );
}
