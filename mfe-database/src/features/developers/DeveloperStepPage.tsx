export default function DeveloperStepPage() {
  return (
    <div className="container page">
      <h1>Developer details</h1>
    </div>
  );
}
