export default function DeveloperStepPage() {
  return (
    <main className="container page">
      <h1>Developer details</h1>
    </main>
  );
}
