// Placeholder until the router and layout land.
export function App() {
  return <h1>Mise</h1>;
}
