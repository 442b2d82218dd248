export default function ProjectStepPage() {
  return (
    <main className="container page">
      <h1>Project details</h1>
    </main>
  );
}
