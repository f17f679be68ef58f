/** A small shell index.html for composition tests: charset, title, description, a start-up script and the #root slot. */
export const SHELL_TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>FikrSpace</title>
    <meta name="description" content="The platform." />
    <script>boot()</script>
  </head>
  <body>
    <div id="root">
      <div data-testid="loading-screen">Loading...</div>
      <!-- /root: replaced -->
    </div>
  </body>
</html>`;
