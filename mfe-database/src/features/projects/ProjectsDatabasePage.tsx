export default function ProjectsDatabasePage() {
  return (
    <div className="container page">
      <h1>Project database</h1>
    </div>
  );
}
