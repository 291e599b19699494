// The demo marketing site's catering footer: what the real marketing host would serve. Relative
// addresses on purpose, so the web app's rewriting to the marketing origin is exercised.

export const FOOTER_FRAGMENT_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Catering footer</title>
    <link rel="stylesheet" href="catering.css">
  </head>
  <body>
    <div class="xf-footer">
      <div class="xf-footer__brand">
        <img src="logo-mark.svg" alt="" width="40" height="40">
        <p class="xf-footer__tagline">Real food, made fresh for your whole crowd.</p>
      </div>
      <ul class="xf-footer__links">
        <li><a href="https://www.verdecantina.example/our-values">Our values</a></li>
        <li><a href="https://www.verdecantina.example/nutrition-calculator">Nutrition</a></li>
        <li><a href="https://www.verdecantina.example/privacy">Privacy policy</a></li>
        <li><a href="https://www.verdecantina.example/terms">Terms of use</a></li>
      </ul>
      <p class="xf-footer__legal">&copy; Verde Cantina. All rights reserved.</p>
    </div>
    <a class="xf-cookie-preferences" href="https://www.verdecantina.example/privacy#cookie-preferences">Cookie preferences</a>
  </body>
</html>
`;

export const FOOTER_FRAGMENT_CSS = `.xf-footer{display:grid;gap:1rem;margin-top:1.5rem;padding-top:1.5rem;border-top:1px solid rgb(255 255 255 / 0.2)}
.xf-footer__brand{display:flex;align-items:center;gap:.75rem}
.xf-footer__tagline{margin:0;font-weight:600}
.xf-footer__links{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:0;padding:0;list-style:none}
.xf-footer a{color:inherit;text-decoration:underline;text-underline-offset:4px}
.xf-footer__legal{margin:0;font-size:.875rem}
@media (min-width:768px){.xf-footer{grid-template-columns:1fr auto;align-items:center}}
`;

export const FOOTER_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#f2c14e"/><path d="M12 14h16l-8 14z" fill="#14532d"/></svg>
`;
