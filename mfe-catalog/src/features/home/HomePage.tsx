export default function HomePage() {
  return (
    <main className="container page">
      <h1>Get the WOW Experience of Phuket Real Estate</h1>
    </main>
  );
}
