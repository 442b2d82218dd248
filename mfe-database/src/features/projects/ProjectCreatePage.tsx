export default function ProjectCreatePage() {
  return (
    <div className="container page">
      <h1>Add a project</h1>
    </div>
  );
}
