// Progressive enhancement only: every page reads fine without this file.
(function () {
  "use strict";

  // Index: filter the guide cards as the user types.
  document.querySelectorAll("input[data-filter]").forEach(function (input) {
    var items = Array.prototype.slice.call(document.querySelectorAll(input.dataset.filter));
    var empty = document.querySelector(".no-results");
    input.hidden = false;
    input.addEventListener("input", function () {
      var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
      var shown = 0;
      items.forEach(function (item) {
        var text = item.dataset.search || item.textContent.toLowerCase();
        var match = words.every(function (word) { return text.indexOf(word) !== -1; });
        item.hidden = !match;
        if (match) shown += 1;
      });
      if (empty) empty.hidden = shown !== 0;
    });
  });
})();
