// The web benchmark's reference (scripts/bench-web/run.ts): what a well-made minimal
// client-rendered page of the login page's content loads. Plain React and one stylesheet, the
// portal's web font, no router, store or translation library; one JavaScript bundle.
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-700.css';
import './styles.css';

function LoginCard() {
  const [caseNumber, setCaseNumber] = useState('');
  const [onlineId, setOnlineId] = useState('');
  const [status, setStatus] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(caseNumber && onlineId ? 'Kirjaudutaan sisään…' : 'Anna asianumero ja verkkotunnus.');
  };

  return (
    <section className="card" aria-labelledby="login-title">
      <h2 id="login-title">Kirjaudu sisään</h2>
      <form onSubmit={submit} noValidate>
        <label>
          Asianumero
          <span className="hint">Asianumero on kirjeessä, jonka sait meiltä.</span>
          <input
            name="caseNumber"
            inputMode="numeric"
            autoComplete="off"
            value={caseNumber}
            onChange={(event) => setCaseNumber(event.target.value)}
          />
        </label>
        <label>
          Verkkotunnus
          <input
            name="onlineId"
            type="password"
            autoComplete="off"
            value={onlineId}
            onChange={(event) => setOnlineId(event.target.value)}
          />
        </label>
        <button type="submit">Kirjaudu</button>
        <p className="status" role="status">
          {status}
        </p>
      </form>
      <a className="help" href="/help">
        Apua ja vinkkejä kirjautumiseen
      </a>
    </section>
  );
}

function Page() {
  return (
    <>
      <header className="top-bar">Velkaportaali</header>
      <main>
        <section aria-labelledby="home-title">
          <h1 id="home-title">Hoida velkasi helposti verkossa</h1>
          <p className="intro">
            Näet velkasi, voit maksaa ne omalla verkkopankkitunnuksellasi ja sopia
            maksusuunnitelmasta silloin kun sinulle sopii.
          </p>
        </section>
        <LoginCard />
      </main>
      <footer>
        <h2>Asiakaspalvelu palvelee</h2>
        <ul>
          <li>ma–to klo 8–18</li>
          <li>pe klo 8–17</li>
          <li>
            <a href="tel:+358301055620">Yksityisasiakkaat 030 10 5620</a>
          </li>
        </ul>
      </footer>
    </>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('No #root element in index.html');
createRoot(container).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
