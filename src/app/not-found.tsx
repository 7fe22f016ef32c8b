// Requests that never reach a locale (rare: the proxy sends unknown paths home).
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '10vh 1rem' }}>
        <h1>404</h1>
        <p>This page could not be found</p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- outside every locale there is no router to hand the link to; a full load of / is the way back */}
        <a href="/">Back to home</a>
      </body>
    </html>
  );
}
