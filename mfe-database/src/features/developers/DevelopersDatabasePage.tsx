export default function DevelopersDatabasePage() {
  return (
    <div className="container page">
      <h1>Developer database</h1>
    </div>
  );
}
