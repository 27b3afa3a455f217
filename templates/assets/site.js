// Progressive enhancement only: every page reads fine without this file.
// Search, the site theme, motion playback and live reload (under
// `sitegen serve`) are added here; none of them makes a network request
// except live reload, which only runs when the server announces itself.
(function () {
  "use strict";

  // The site root, relative to this page: from this script's own URL.
  var script = document.querySelector('script[src$="assets/site.js"]');
  var root = script ? script.getAttribute("src").replace(/assets\/site\.js$/, "") : "";

  function element(name, className, text) {
    var node = document.createElement(name);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // ---------------------------------------------------------------- search

  var searchIndex = null;       // unpacked entries, once loaded
  var searchLoading = null;     // callbacks waiting for the index
  var searchIndexBuild = 0;     // set by live reload when the index changed

  // The index is a script (assets/search-index.js), not JSON: browsers
  // refuse fetch() of local files, so a <script> tag is what works from file://.
  function withSearchIndex(callback) {
    if (searchIndex) return callback(searchIndex);
    if (searchLoading) return searchLoading.push(callback);
    searchLoading = [callback];
    var tag = document.createElement("script");
    tag.src = root + "assets/search-index.js" + (searchIndexBuild ? "?build=" + searchIndexBuild : "");
    tag.onload = function () {
      searchIndex = unpackIndex(window.sitegenSearchIndex || { guides: [], symbols: [] });
      var waiting = searchLoading;
      searchLoading = null;
      waiting.forEach(function (waiter) { waiter(searchIndex); });
    };
    tag.onerror = function () { searchLoading = null; };
    document.head.appendChild(tag);
  }

  function words(list) { return list ? list.split(" ") : []; }
  function expand(name, prefix) { return name.charAt(0) === "~" ? prefix + name.slice(1) : name; }

  // [slug, title, colour prefix, "name:HEX[:DARK] ...", font prefix, "fonts", "components", "symbol numbers"]
  function unpackIndex(raw) {
    var entries = [];
    var symbolGuides = {};
    raw.guides.forEach(function (guide) {
      var slug = guide[0], title = guide[1], page = slug + "/index.html";
      entries.push({ kind: "guide", name: title, detail: slug, slug: slug, href: page, keys: [title.toLowerCase(), slug] });
      words(guide[3]).forEach(function (item) {
        var parts = item.split(":");
        var name = expand(parts[0], guide[2]);
        var keys = [name.toLowerCase(), parts[1].toLowerCase()];
        if (parts[2]) keys.push(parts[2].toLowerCase());
        entries.push({ kind: "colour", name: name, detail: title, slug: slug, href: page + "#color-" + name, hex: parts[1], dark: parts[2], keys: keys });
      });
      words(guide[5]).forEach(function (item) {
        var name = expand(item, guide[4]);
        entries.push({ kind: "font", name: name, detail: title, slug: slug, href: page + "#font-" + name, keys: [name.toLowerCase()] });
      });
      words(guide[6]).forEach(function (name) {
        entries.push({ kind: "component", name: name, detail: title, slug: slug, href: page + "#component-" + name, keys: [name.toLowerCase()] });
      });
      words(guide[7]).forEach(function (number) {
        var name = raw.symbols[+number];
        (symbolGuides[name] = symbolGuides[name] || []).push(title);
      });
    });
    Object.keys(symbolGuides).sort().forEach(function (name) {
      var guides = symbolGuides[name];
      var detail = guides.length === 1 ? guides[0] : guides.length + " guides: " + guides.slice(0, 3).join(", ") + (guides.length > 3 ? "…" : "");
      entries.push({ kind: "symbol", name: name, detail: detail, href: "symbols.html#symbol-" + name, keys: [name.toLowerCase()] });
    });
    return entries;
  }

  var kindOrder = { guide: 0, component: 1, colour: 2, font: 3, symbol: 4 };
  var kindLabel = { guide: "Guide", component: "Component", colour: "Colour", font: "Font", symbol: "SF Symbol" };

  // How well an entry matches every word of the query: lower is better, -1 is no match.
  function score(entry, terms) {
    var total = 0;
    for (var t = 0; t < terms.length; t++) {
      var term = terms[t], best = -1;
      var hex = /^#?[0-9a-f]{3,8}$/.test(term) ? term.replace("#", "") : null;
      for (var k = 0; k < entry.keys.length; k++) {
        var key = entry.keys[k], rank = -1;
        if (key === term || (hex && key === hex)) rank = 0;
        else if (key.indexOf(term) === 0 || (hex && entry.kind === "colour" && k > 0 && key.indexOf(hex) === 0)) rank = 1;
        else if (key.indexOf(term) > 0) rank = 3;
        if (rank >= 0 && (best < 0 || rank < best)) best = rank;
      }
      if (best < 0) return -1;
      total += best;
    }
    return total;
  }

  function search(entries, query) {
    var terms = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (!terms.length) return [];
    var found = [];
    entries.forEach(function (entry) {
      var s = score(entry, terms);
      if (s >= 0) found.push({ entry: entry, score: s });
    });
    // On a guide's page, its own tokens and components come first.
    var here = document.querySelector(".page-guide") ? location.pathname.split("/").slice(-2)[0] : null;
    function elsewhere(entry) { return here && entry.slug === here ? 0 : 1; }
    found.sort(function (a, b) {
      return elsewhere(a.entry) - elsewhere(b.entry) || a.score - b.score || kindOrder[a.entry.kind] - kindOrder[b.entry.kind] ||
        (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0);
    });
    return found.slice(0, 60).map(function (item) { return item.entry; });
  }

  function setUpSearch(box) {
    var input = box.querySelector("input");
    var list = box.querySelector(".search-results");
    var status = box.querySelector(".search-status");
    var cards = input.dataset.filter ? Array.prototype.slice.call(document.querySelectorAll(input.dataset.filter)) : [];
    var empty = document.querySelector(".no-results");
    var results = [], active = -1;
    box.hidden = false;

    function open(isOpen) {
      // In the scrolling table of contents the list would be clipped: placed on the viewport instead.
      if (isOpen && box.closest(".toc")) {
        var rect = input.getBoundingClientRect();
        list.style.position = "fixed";
        list.style.left = rect.left + "px";
        list.style.top = rect.bottom + 4 + "px";
      }
      list.hidden = !isOpen;
      input.setAttribute("aria-expanded", isOpen ? "true" : "false");
      if (!isOpen) setActive(-1);
    }

    function setActive(index) {
      var options = list.querySelectorAll("[role=option]");
      if (active >= 0 && options[active]) options[active].setAttribute("aria-selected", "false");
      active = index;
      if (active >= 0 && options[active]) {
        options[active].setAttribute("aria-selected", "true");
        input.setAttribute("aria-activedescendant", options[active].id);
        options[active].scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }

    function render() {
      list.textContent = "";
      results.forEach(function (entry, index) {
        var option = element("li", "search-result kind-" + entry.kind);
        option.id = "search-result-" + index;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        var link = element("a");
        link.href = root + entry.href;
        link.tabIndex = -1;
        if (entry.hex) {
          var swatch = element("span", "result-swatch");
          swatch.style.background = "#" + entry.hex.slice(0, 6);
          if (entry.dark) swatch.style.boxShadow = "inset -9px 0 0 #" + entry.dark.slice(0, 6);
          link.appendChild(swatch);
        }
        link.appendChild(element("span", "result-kind", kindLabel[entry.kind]));
        link.appendChild(element("span", "result-name", entry.name));
        if (entry.hex) link.appendChild(element("code", "result-hex", "#" + entry.hex + (entry.dark ? " / #" + entry.dark : "")));
        link.appendChild(element("span", "result-detail", entry.detail));
        option.appendChild(link);
        option.addEventListener("mousemove", function () { if (active !== index) setActive(index); });
        list.appendChild(option);
      });
      open(results.length > 0);
      // Index: a guide whose tokens or components match shows too, so a
      // query that only names a colour never empties the page.
      var slugs = {};
      results.forEach(function (entry) { if (entry.slug) slugs[entry.slug] = true; });
      var shown = 0;
      cards.forEach(function (card) {
        var link = card.querySelector("a");
        var slug = link ? link.getAttribute("href").split("/")[0] : "";
        if (card.hidden && slugs[slug]) card.hidden = false;
        if (!card.hidden) shown += 1;
      });
      if (empty) empty.hidden = shown !== 0 || !cards.length;
      status.textContent = input.value.trim() ? describeMatches(results.length, cards.length ? shown : -1) : "";
    }

    // "3 results", "1 result · 2 guides", "No results".
    function describeMatches(count, guides) {
      var parts = [];
      if (count) parts.push(count + (count === 60 ? "+" : "") + (count === 1 ? " result" : " results"));
      if (guides > 0) parts.push(guides + (guides === 1 ? " guide" : " guides"));
      return parts.length ? parts.join(" · ") : "No results";
    }

    function update() {
      var query = input.value;
      // Index: the cards filter as before, with or without the index loaded.
      var terms = query.toLowerCase().split(/\s+/).filter(Boolean), shown = 0;
      cards.forEach(function (card) {
        var text = card.dataset.search || card.textContent.toLowerCase();
        var match = terms.every(function (term) { return text.indexOf(term) !== -1; });
        card.hidden = !match;
        if (match) shown += 1;
      });
      if (empty) empty.hidden = shown !== 0 || !cards.length;
      withSearchIndex(function (entries) {
        if (input.value !== query) return;
        results = search(entries, query);
        render();
      });
    }

    input.addEventListener("input", update);
    input.addEventListener("focus", function () { withSearchIndex(function () {}); if (results.length) open(true); });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!results.length) return;
        event.preventDefault();
        open(true);
        var step = event.key === "ArrowDown" ? 1 : -1;
        setActive((active + step + results.length) % results.length);
      } else if (event.key === "Enter") {
        var chosen = results[active >= 0 ? active : 0];
        if (chosen && input.value.trim()) {
          event.preventDefault();
          location.href = root + chosen.href;
        }
      } else if (event.key === "Escape") {
        event.preventDefault();
        if (!list.hidden) open(false);
        else if (input.value) { input.value = ""; update(); }
        else input.blur();
      }
    });
    box.addEventListener("focusout", function (event) {
      if (!box.contains(event.relatedTarget)) open(false);
    });
    if (input.value) update();
  }

  document.querySelectorAll(".site-search").forEach(setUpSearch);

  // "/" focuses search from anywhere but a text field, as on GitHub and MDN;
  // Cmd-K / Ctrl-K from anywhere, as in command palettes.
  document.addEventListener("keydown", function (event) {
    var palette = (event.key === "k" || event.key === "K") && (event.metaKey || event.ctrlKey) && !event.altKey;
    if (!palette && (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey)) return;
    var target = event.target;
    if (!palette && target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    var input = document.getElementById("site-search");
    if (!input) return;
    event.preventDefault();
    input.focus();
    input.select();
  });

  // ----------------------------------------------------------- live reload

  // `sitegen serve` adds <meta name="sitegen-live-reload"> to each page it
  // sends; without it (file://, another server) nothing below runs.
  var live = document.querySelector('meta[name="sitegen-live-reload"]');
  if (live && window.EventSource && /^https?:$/.test(location.protocol)) {
    var pagePath = decodeURIComponent(location.pathname).replace(/^\//, "");
    if (pagePath === "" || /\/$/.test(pagePath)) pagePath += "index.html";
    var pageSlug = /^[^/]+\/index\.html$/.test(pagePath) ? pagePath.split("/")[0] : null;
    var events = null;
    var connect = function () {
      events = new EventSource(live.getAttribute("content"));
      events.addEventListener("hello", onHello);
      events.addEventListener("rebuild", function (event) { applyRebuild(JSON.parse(event.data)); });
    };
    // A page left open in the back-forward cache would keep its stream, and
    // browsers allow only six connections to a server: close it on the way out.
    window.addEventListener("pagehide", function () { if (events) events.close(); events = null; });
    window.addEventListener("pageshow", function (event) { if (event.persisted && !events) connect(); });
    connect();
  }

  function onHello(event) {
    // Another session of sitegen serve: this page may be from before it.
    var hello = JSON.parse(event.data);
    if (live.dataset.session && hello.session !== live.dataset.session) location.reload();
  }

  function applyRebuild(rebuild) {
    showProblems(rebuild.problems.filter(function (problem) {
      return !pageSlug || !problem.slug || problem.slug === pageSlug;
    }), rebuild);
    if (!rebuild.wroteSite) return;
    var changed = rebuild.changed;
    if (changed.some(function (file) { return /\.js$/.test(file) && file !== "assets/search-index.js"; })) return location.reload();
    if (changed.indexOf("assets/search-index.js") !== -1) {
      searchIndex = null;
      searchIndexBuild = rebuild.build;
    }
    if (changed.some(function (file) { return /\.css$/.test(file); })) {
      document.querySelectorAll('link[rel="stylesheet"]').forEach(function (link) {
        link.href = link.href.replace(/\?.*$/, "") + "?build=" + rebuild.build;
      });
    }
    if (changed.indexOf(pagePath) !== -1) refreshPage(rebuild);
  }

  // The changed page, swapped in without a reload: only the sections that
  // differ when the page has the same shape, all of <main> otherwise.
  function refreshPage(rebuild) {
    fetch(location.pathname, { cache: "no-store" }).then(function (response) {
      if (!response.ok) return location.reload();
      return response.text().then(function (html) {
        var next = new DOMParser().parseFromString(html, "text/html");
        var oldMain = document.querySelector("main"), newMain = next.querySelector("main");
        if (!oldMain || !newMain) return location.reload();
        document.title = next.title;
        swapChildren(oldMain, newMain);
        var oldToc = document.querySelector("nav.toc ol"), newToc = next.querySelector("nav.toc ol");
        if (oldToc && newToc && oldToc.outerHTML !== newToc.outerHTML) oldToc.replaceWith(document.importNode(newToc, true));
        document.documentElement.dataset.build = rebuild.build;
        enhance(document);
      });
    }).catch(function () { location.reload(); });
  }

  function swapChildren(oldParent, newParent) {
    var oldChildren = oldParent.children, newChildren = newParent.children;
    if (oldChildren.length !== newChildren.length) {
      oldParent.replaceChildren.apply(oldParent, Array.prototype.map.call(newChildren, function (child) { return document.importNode(child, true); }));
      return;
    }
    for (var index = newChildren.length - 1; index >= 0; index--) {
      if (oldChildren[index].outerHTML === newChildren[index].outerHTML) continue;
      var fresh = document.importNode(newChildren[index], true);
      fresh.classList.add("live-updated");
      oldChildren[index].replaceWith(fresh);
    }
  }

  // What the last saves broke, over the page until the next good save.
  function showProblems(problems, rebuild) {
    var overlay = document.getElementById("sitegen-problems");
    if (!problems.length) {
      if (overlay) overlay.remove();
      return;
    }
    if (!overlay) {
      overlay = element("aside", "live-problems");
      overlay.id = "sitegen-problems";
      overlay.setAttribute("role", "alert");
      document.body.appendChild(overlay);
    }
    overlay.textContent = "";
    var heading = element("header");
    var errors = problems.filter(function (problem) { return problem.severity === "error"; }).length;
    heading.appendChild(element("strong", null, rebuild.wroteSite
      ? "The last save needs a look: " + problems.length + (problems.length === 1 ? " problem" : " problems")
      : "The last save did not build (" + errors + (errors === 1 ? " error" : " errors") + "); this page is from the build before"));
    var close = element("button", "live-problems-close", "×");
    close.type = "button";
    close.setAttribute("aria-label", "Hide until the next save");
    close.addEventListener("click", function () { overlay.remove(); });
    heading.appendChild(close);
    overlay.appendChild(heading);
    var list = element("ol");
    problems.forEach(function (problem) {
      var item = element("li", "problem-" + problem.severity);
      item.appendChild(element("code", null, problem.file + ":" + problem.line + ":" + problem.column));
      item.appendChild(document.createTextNode(" " + problem.severity + ": " + problem.message));
      list.appendChild(item);
    });
    overlay.appendChild(list);
  }

  // ------------------------------------------------- animations on appear

  // A component whose code animates when it appears has, beside its
  // picture, a <template> with its first frame (before onAppear ran) and
  // its animation's timing. Playing it tweens the picture's elements from
  // that frame: numbers in attributes and text (a count-up) move, stroked
  // paths draw on (a ring's sweep), new shapes fade in, with the
  // animation's own easing sampled into data-appear-samples.
  var reducedMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  var numberPattern = /-?\d*\.?\d+(?:e[-+]?\d+)?/gi;
  var tweened = ["x", "y", "width", "height", "cx", "cy", "r", "rx", "ry", "x1", "y1", "x2", "y2", "opacity", "fill-opacity",
    "stroke-opacity", "stroke-width", "font-size", "letter-spacing", "d", "transform", "points", "offset"];

  // What is drawn, in order; not the canvas behind it (the first rect), which is sitegen's, not the view's.
  function drawnElements(svg) {
    var canvas = svg.querySelector(":scope > rect");
    return Array.prototype.filter.call(svg.querySelectorAll("*"), function (node) {
      return node !== canvas && !/^(title|desc|style|defs)$/i.test(node.tagName) && !node.closest("defs");
    });
  }

  function signature(node) {
    var paint = function (name) { return (node.getAttribute(name) || "").replace(/url\(#[^)]*\)/g, "url"); };
    return node.tagName + "|" + paint("fill") + "|" + paint("stroke");
  }

  // Pairs of (first-frame index, picture index) with matching signatures, in order: a longest common subsequence.
  function align(first, last) {
    var a = first.map(signature), b = last.map(signature), n = a.length, m = b.length;
    var table = [];
    for (var i = 0; i <= n; i++) table.push(new Int32Array(m + 1));
    for (i = n - 1; i >= 0; i--) {
      for (var j = m - 1; j >= 0; j--) {
        table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
      }
    }
    var pairs = {};
    i = 0; j = 0;
    while (i < n && j < m) {
      if (a[i] === b[j]) { pairs[j] = i; i++; j++; } else if (table[i + 1][j] >= table[i][j + 1]) i++; else j++;
    }
    return pairs;
  }

  // "M10 20A5 5 0 0 1 30 40" to "M10 20A5 5 0 0 1 35 48": a function of progress, or null when the words differ.
  function numberTween(from, to) {
    var fromNumbers = from.match(numberPattern) || [], toNumbers = to.match(numberPattern) || [];
    if (fromNumbers.length !== toNumbers.length || from.replace(numberPattern, "#") !== to.replace(numberPattern, "#")) return null;
    var parts = to.split(numberPattern);
    // Frames between carry three decimals (an opacity from 0.4 to 1 fades
    // through 0.7, not a jump); the last frame is the end value as written.
    return function (progress) {
      if (progress >= 1) return to;
      var out = parts[0];
      for (var k = 0; k < toNumbers.length; k++) {
        var start = parseFloat(fromNumbers[k]), end = parseFloat(toNumbers[k]);
        out += String(+(start + (end - start) * progress).toFixed(3)) + parts[k + 1];
      }
      return out;
    };
  }

  function isStroked(node) {
    var stroke = node.getAttribute("stroke");
    return stroke && stroke !== "none" && node.getAttribute("fill") === "none" && !node.getAttribute("stroke-dasharray") &&
      typeof node.getTotalLength === "function";
  }

  function pathLength(svg, like, d) {
    if (d === null) return 0;
    var probe = like.cloneNode(false);
    probe.setAttribute("d", d);
    probe.setAttribute("visibility", "hidden");
    svg.appendChild(probe);
    var length = probe.getTotalLength();
    probe.remove();
    return length;
  }

  // Setters of progress (0 first frame, 1 the picture) for each element that changes.
  function planTween(firstSVG, svg) {
    var first = drawnElements(firstSVG), last = drawnElements(svg), pairs = align(first, last), steps = [];
    last.forEach(function (node, index) {
      var before = pairs[index] !== undefined ? first[pairs[index]] : null;
      var isLeaf = node.children.length === 0;
      if (!before) {
        if (!isLeaf && node.tagName !== "text") return;
        if (node.tagName === "path" && isStroked(node)) return steps.push(drawOn(node, 0));
        return steps.push(fade(node));
      }
      tweened.forEach(function (name) {
        var from = before.getAttribute(name), to = node.getAttribute(name);
        if (from === to || to === null) return;
        if (name === "d" && isStroked(node)) {
          var total = node.getTotalLength();
          return steps.push(drawOn(node, total > 0 ? Math.min(pathLength(svg, node, from) / total, 1) : 1));
        }
        if (from === null && /opacity/.test(name)) from = "1";
        var tween = from === null ? null : numberTween(from, to);
        if (tween) steps.push(attributeStep(node, name, tween, to));
        else if (isLeaf) steps.push(fade(node));
      });
      if (isLeaf && before.textContent !== node.textContent) {
        var count = numberTween(before.textContent, node.textContent);
        var text = node.textContent;
        steps.push(count ? function (progress, done) { node.textContent = done ? text : count(progress); }
                         : function (progress, done) { node.textContent = done || progress >= 0.5 ? text : before.textContent; });
      }
    });
    return steps;
  }

  function attributeStep(node, name, tween, final) {
    return function (progress, done) { node.setAttribute(name, done ? final : tween(progress)); };
  }

  function fade(node) {
    var original = node.getAttribute("opacity");
    var target = original === null ? 1 : parseFloat(original);
    return function (progress, done) {
      if (done) {
        if (original === null) node.removeAttribute("opacity"); else node.setAttribute("opacity", original);
      } else {
        node.setAttribute("opacity", (target * Math.min(Math.max(progress, 0), 1)).toFixed(3));
      }
    };
  }

  // A stroked path drawn from its start, as a trim animates: from `from` of its length to all of it.
  function drawOn(node, from) {
    var length = node.getTotalLength();
    return function (progress, done) {
      if (done || !(length > 0)) {
        node.removeAttribute("stroke-dasharray");
        node.removeAttribute("stroke-dashoffset");
        return;
      }
      var shown = Math.min(Math.max(from + (1 - from) * progress, 0), 1);
      node.setAttribute("stroke-dasharray", length + " " + length);
      node.setAttribute("stroke-dashoffset", (length * (1 - shown)).toFixed(3));
    };
  }

  function easing(samples) {
    var last = samples.length - 1;
    return function (t) {
      var position = Math.min(Math.max(t, 0), 1) * last, index = Math.floor(position);
      if (index >= last) return samples[last];
      return samples[index] + (samples[index + 1] - samples[index]) * (position - index);
    };
  }

  function setUpAppear(canvas) {
    if (canvas.dataset.appearReady) return;
    canvas.dataset.appearReady = "true";
    var template = canvas.querySelector("template.appear-first");
    var svg = canvas.querySelector(":scope > svg");
    var button = canvas.parentNode.querySelector(".appear-replay");
    // Reduced motion: the picture stays at rest, as the guides' own accessibility notes ask.
    if (!template || !svg || !button || reducedMotion) return;
    var firstSVG = template.content.querySelector("svg");
    if (!firstSVG) return;
    var steps = planTween(firstSVG, svg);
    if (!steps.length) return;
    var ease = easing(canvas.dataset.appearSamples.split(" ").map(Number));
    var duration = parseFloat(canvas.dataset.appearDuration) * 1000 || 350;
    var delay = parseFloat(canvas.dataset.appearDelay) * 1000 || 0;
    var repeat = canvas.dataset.appearRepeat, runs = repeat === "forever" ? Infinity : repeat === "once" ? 1 : parseInt(repeat, 10) || 1;
    var backAndForth = canvas.dataset.appearAutoreverses === "true";
    var frame = null;

    function apply(progress, done) { steps.forEach(function (step) { step(progress, done); }); }

    function play() {
      if (frame) cancelAnimationFrame(frame);
      var start = performance.now();
      apply(0, false);
      function tick(now) {
        var elapsed = (now - start - delay) / duration;
        // Done: the picture as built (SwiftUI ends a finite repeat where its last run ends; the page shows the state after appearing).
        if (elapsed >= runs) { apply(1, true); frame = null; return; }
        var run = Math.floor(Math.max(elapsed, 0)), within = Math.max(elapsed, 0) - run;
        apply(ease(backAndForth && run % 2 === 1 ? 1 - within : within), false);
        frame = requestAnimationFrame(tick);
      }
      frame = requestAnimationFrame(tick);
    }

    button.hidden = false;
    button.addEventListener("click", play);
    // Played once when it first comes into view, as it would on the device.
    if ("IntersectionObserver" in window) {
      var observer = new IntersectionObserver(function (seen) {
        if (seen.some(function (entry) { return entry.isIntersecting; })) { observer.disconnect(); play(); }
      }, { threshold: 0.4 });
      observer.observe(canvas);
    } else {
      play();
    }
  }

  // ----------------------------------------------------------------- theme

  // The OS's scheme until the reader chooses one, with the theme button on
  // every page or a guide's Light/Dark toggle; the choice is kept for the
  // whole site (templates/page.html applies it before the page paints).
  var themeKey = "sitegen-theme";
  var systemDark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  function storedTheme() {
    try { var theme = localStorage.getItem(themeKey); return theme === "light" || theme === "dark" ? theme : null; } catch (e) { return null; }
  }
  function storeTheme(theme) {
    try { if (theme) localStorage.setItem(themeKey, theme); else localStorage.removeItem(themeKey); } catch (e) { /* private mode */ }
  }
  function effectiveTheme() { return storedTheme() || (systemDark && systemDark.matches ? "dark" : "light"); }
  function applyTheme() {
    var chosen = storedTheme();
    if (chosen) document.documentElement.setAttribute("data-theme", chosen);
    else document.documentElement.removeAttribute("data-theme");
    // A guide drawn in both schemes shows its components in the page's.
    var radio = document.getElementById("scheme-" + effectiveTheme());
    if (radio) radio.checked = true;
    document.querySelectorAll(".theme-button").forEach(function (button) {
      button.textContent = chosen ? (chosen === "dark" ? "Dark" : "Light") : "Auto";
      button.setAttribute("aria-label", "Theme: " + button.textContent + (chosen ? "" : " (follows the system)") + ". Change theme");
    });
  }
  document.querySelectorAll(".theme-button").forEach(function (button) {
    button.hidden = false;
    // Auto, then light, then dark, then auto again.
    button.addEventListener("click", function () {
      var chosen = storedTheme();
      storeTheme(chosen === null ? "light" : chosen === "light" ? "dark" : null);
      applyTheme();
    });
  });
  document.querySelectorAll('.scheme-toggle input[name="scheme"]').forEach(function (radio) {
    radio.addEventListener("change", function () { if (radio.checked) { storeTheme(radio.value); applyTheme(); } });
  });
  if (systemDark && systemDark.addEventListener) systemDark.addEventListener("change", applyTheme);
  applyTheme();

  // On a phone the contents start folded: the guide itself is the first screen.
  if (window.matchMedia && window.matchMedia("(max-width: 860px)").matches) {
    document.querySelectorAll("details.toc-sections").forEach(function (details) { details.open = false; });
  }

  // --------------------------------------------- contents follow the scroll

  // The contents entry of the section being read is marked (the last
  // heading above the top third of the window).
  var tocLinks = Array.prototype.slice.call(document.querySelectorAll('nav.toc a[href^="#"]'));
  var tocHeadings = tocLinks.map(function (link) { return document.getElementById(decodeURIComponent(link.getAttribute("href").slice(1))); });
  var tocCurrent = null, tocPending = false;
  function markSection() {
    tocPending = false;
    var line = window.innerHeight * 0.3, chosen = null;
    tocHeadings.forEach(function (heading, index) {
      if (heading && heading.getBoundingClientRect().top <= line) chosen = tocLinks[index];
    });
    if (chosen === tocCurrent) return;
    if (tocCurrent) tocCurrent.removeAttribute("aria-current");
    if (chosen) chosen.setAttribute("aria-current", "location");
    tocCurrent = chosen;
  }
  if (tocLinks.length) {
    window.addEventListener("scroll", function () {
      if (!tocPending) { tocPending = true; window.requestAnimationFrame(markSection); }
    }, { passive: true });
    markSection();
  }

  // ---------------------------------------------------------- jump targets

  // Swift sources are folded: a link into one (a search result, a line
  // label) opens the folds around its target and marks it for a moment.
  function revealTarget() {
    var id = decodeURIComponent(location.hash.slice(1));
    var target = id && document.getElementById(id);
    if (!target) return;
    for (var node = target.parentElement; node; node = node.parentElement) {
      if (node.tagName === "DETAILS") node.open = true;
    }
    target.classList.remove("jump-target");
    void target.offsetWidth;
    target.classList.add("jump-target");
    target.scrollIntoView({ block: "start" });
  }
  window.addEventListener("hashchange", revealTarget);
  if (location.hash) revealTarget();

  // ----------------------------------------------------------------- copy

  // A token's copy buttons are hidden in the markup (without this script
  // they could do nothing) and shown here. The clipboard API needs a secure
  // context (https, localhost) and the page's focus; otherwise a selected
  // textarea is copied.
  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).catch(function () { return copyBySelection(text); });
    }
    return copyBySelection(text);
  }
  function copyBySelection(text) {
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var copied = false;
      try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
      document.body.removeChild(area);
      if (copied) resolve(); else reject(new Error("copy refused"));
    });
  }
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button.copy");
    if (!button) return;
    var label = button.dataset.label || button.textContent;
    button.dataset.label = label;
    copyText(button.dataset.copy).then(function () {
      button.textContent = "Copied";
      button.classList.add("copied");
    }, function () {
      button.textContent = "Press Ctrl-C";
    }).then(function () {
      window.setTimeout(function () { button.textContent = label; button.classList.remove("copied"); }, 1200);
    });
  });

  // -------------------------------------------------------- sortable tables

  // A table marked `sortable` sorts by a column when its heading is
  // pressed: numbers (and percentages) as numbers, the rest as text; again
  // to reverse. The heading says which way (aria-sort).
  function sortKey(cell) {
    var text = cell.textContent.trim();
    var number = parseFloat(text.replace(/[^0-9.\-]/g, ""));
    return /^[\d.\-–]+( %)?$/.test(text) && !isNaN(number) ? number : text.toLowerCase();
  }
  document.querySelectorAll("table.sortable").forEach(function (table) {
    var headings = table.querySelectorAll("thead th");
    headings.forEach(function (heading, column) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "sort";
      while (heading.firstChild) button.appendChild(heading.firstChild);
      heading.appendChild(button);
      button.addEventListener("click", function () {
        var ascending = heading.getAttribute("aria-sort") !== "ascending";
        headings.forEach(function (other) { other.removeAttribute("aria-sort"); });
        heading.setAttribute("aria-sort", ascending ? "ascending" : "descending");
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = sortKey(a.cells[column]), y = sortKey(b.cells[column]);
          var order = typeof x === typeof y ? (x < y ? -1 : x > y ? 1 : 0) : (typeof x === "number" ? -1 : 1);
          return ascending ? order : -order;
        });
        rows.forEach(function (row) { body.appendChild(row); });
      });
    });
  });

  // -------------------------------------------------------------- gallery

  // components.html: a kind button and the filter box narrow the grid; the
  // kind is kept in the URL (#kind-button) so a filtered view can be shared.
  var gallery = document.querySelector(".gallery-filters");
  if (gallery) {
    gallery.hidden = false;
    var galleryBox = gallery.querySelector(".gallery-search");
    var galleryStatus = document.querySelector(".gallery-status");
    var galleryKind = "";
    function showGallery() {
      var words = galleryBox.value.toLowerCase().split(/\s+/).filter(Boolean);
      var shown = 0;
      document.querySelectorAll(".gallery-kind").forEach(function (section) {
        var kindShown = 0;
        var inKind = !galleryKind || section.dataset.kind === galleryKind;
        section.querySelectorAll(".gallery-grid > li").forEach(function (item) {
          var text = item.textContent.toLowerCase();
          var match = inKind && words.every(function (word) { return text.indexOf(word) !== -1; });
          item.hidden = !match;
          if (match) kindShown += 1;
        });
        section.hidden = kindShown === 0;
        shown += kindShown;
      });
      gallery.querySelectorAll(".kind-filter").forEach(function (button) {
        button.setAttribute("aria-pressed", String(button.dataset.kind === galleryKind));
      });
      galleryStatus.textContent = shown === 1 ? "1 component shown" : shown + " components shown";
    }
    gallery.addEventListener("click", function (event) {
      var button = event.target.closest && event.target.closest(".kind-filter");
      if (!button) return;
      galleryKind = button.dataset.kind;
      history.replaceState(null, "", galleryKind ? "#kind-" + galleryKind.replace(/[^a-z0-9]+/g, "-") : location.pathname);
      showGallery();
    });
    galleryBox.addEventListener("input", showGallery);
    var fromURL = location.hash.indexOf("#kind-") === 0 ? document.getElementById(location.hash.slice(1)) : null;
    if (fromURL && fromURL.classList.contains("gallery-kind")) galleryKind = fromURL.dataset.kind;
    showGallery();
  }

  // -------------------------------------------------------------- enhance

  // What is added to a page's markup, again after live reload swaps some in.
  function enhance(scope) {
    scope.querySelectorAll(".canvas.appears").forEach(setUpAppear);
    scope.querySelectorAll(".copy-row[hidden]").forEach(function (row) { row.hidden = false; });
  }
  enhance(document);
})();
