export default function AboutPage() {
  return (
    <main className="container page">
      <h1>About us</h1>
    </main>
  );
}
