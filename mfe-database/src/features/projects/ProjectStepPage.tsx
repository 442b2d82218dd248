export default function ProjectStepPage() {
  return (
    <div className="container page">
      <h1>Project details</h1>
    </div>
  );
}
