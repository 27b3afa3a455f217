// The reader's theme, applied before the page paints (site.js keeps it and
// offers the button); without a stored choice the page follows the OS.
try {
  var theme = localStorage.getItem("sitegen-theme");
  if (theme === "light" || theme === "dark") document.documentElement.setAttribute("data-theme", theme);
} catch (e) { /* storage unavailable: follow the OS */ }
