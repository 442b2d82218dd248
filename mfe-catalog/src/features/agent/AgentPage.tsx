export default function AgentPage() {
  return (
    <main className="container page">
      <h1>Agent</h1>
    </main>
  );
}
