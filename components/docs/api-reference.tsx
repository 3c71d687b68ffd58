"use client";

import { useEffect, useRef, useState } from "react";
import "swagger-ui-dist/swagger-ui.css";
import "./swagger-ui-contrast.css";

/**
 * The document has one server, so the server chooser (a <select> Swagger UI leaves without an
 * accessible name) is left out; requests go to that server all the same.
 */
const ONE_SERVER = () => ({ wrapComponents: { ServersContainer: () => () => null } });

/** Swagger UI over our generated OpenAPI document; "Authorize" takes a bearer access token. */
export function ApiReference() {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    import("swagger-ui-dist/swagger-ui-bundle.js")
      .then(({ default: SwaggerUIBundle }) => {
        if (cancelled || !container.current) return;
        SwaggerUIBundle({
          url: "/api/v1/openapi.json",
          domNode: container.current,
          // A deep link is an <a href> inside each operation's toggle button (nested controls for a
          // screen reader and the keyboard); without deep linking Swagger UI leaves the href out.
          deepLinking: false,
          persistAuthorization: false,
          // 130-odd operations: a box that narrows them to a tag. Past 150 tags and operations shown, Swagger UI
          // renders only those near the screen, so the page stays quick to scroll.
          filter: true,
          // Its themes colour JSON tokens below AA contrast on the dark example background.
          syntaxHighlight: { activated: false },
          plugins: [ONE_SERVER],
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, []);
  if (failed) {
    return (
      <p role="alert" className="p-6 text-sm text-red-700">
        Não foi possível carregar a referência. O documento está em{" "}
        <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.
      </p>
    );
  }
  return (
    <div ref={container}>
      <p role="status" className="p-6 text-sm text-slate-500">
        Carregando a referência da API…
      </p>
    </div>
  );
}
