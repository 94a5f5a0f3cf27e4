import { useLoaderData } from "react-router";

export function meta() {
  return [{ title: "Bare" }, { name: "description", content: "A bare React Router page" }];
}

export function loader() {
  return { greeting: "Hello from a bare React Router page." };
}

export default function Home() {
  const { greeting } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Bare</h1>
      <p>{greeting}</p>
    </main>
  );
}
