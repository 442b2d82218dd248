export default function ProfilePage() {
  return (
    <main className="container page">
      <h1>My profile</h1>
    </main>
  );
}
