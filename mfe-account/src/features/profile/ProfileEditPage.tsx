export default function ProfileEditPage() {
  return (
    <main className="container page">
      <h1>Edit profile</h1>
    </main>
  );
}
