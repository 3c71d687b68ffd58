"use client";

import { useEffect, useRef, useState } from "react";
import "swagger-ui-dist/swagger-ui.css";

/** Swagger UI over our generated OpenAPI document; "Authorize" takes a bearer access token. */
export function ApiReference() {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    import("swagger-ui-dist/swagger-ui-bundle.js")
      .then(({ default: SwaggerUIBundle }) => {
        if (cancelled || !container.current) return;
        SwaggerUIBundle({ url: "/api/v1/openapi.json", domNode: container.current, deepLinking: true, persistAuthorization: false });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, []);
  if (failed) {
    return (
      <p role="alert" className="p-6 text-sm text-red-700">
        Não foi possível carregar a referência. O documento está em <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.
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
