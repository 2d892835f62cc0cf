// The table view's script: the open question (GET /api/question, POST
// /api/answer), the game kept live (GET /api/events, then the page's
// /live part refetched), and a phone that slept catching up when it wakes.
// Every word it shows comes from the server, in the asker's language: the
// question's own text, or the data-* texts of #question.
(function () {
  "use strict";

  var meta = document.querySelector('meta[name="stephens-token"]');
  var token = meta ? meta.content : "";
  var live = document.getElementById("live");
  var box = document.getElementById("question");
  var asking = document.getElementById("asking"); // the TV: the question, read only
  var conn = document.getElementById("conn");
  var liveURL = document.body.getAttribute("data-live");
  var words = box ? box.dataset : {};

  var version = null;   // the game's version the page shows
  var asked = null;     // the open question's id the page shows ("" none)
  var source = null;    // the EventSource
  var sending = false;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }

  function get(url) {
    return fetch(url, { credentials: "same-origin", cache: "no-store" });
  }

  // The live part: fetched again, open details kept open.
  // Each refresh counts: an answer that comes back after a later one's
  // (the network does not keep order) is old news and is dropped.
  var liveSeq = 0, questionSeq = 0;

  function refreshLive() {
    if (!live || !liveURL) return Promise.resolve();
    var n = ++liveSeq;
    return get(liveURL).then(function (r) {
      if (!r.ok || n !== liveSeq) return;
      return r.text().then(function (html) {
        if (n !== liveSeq) return;
        var open = [];
        live.querySelectorAll("details").forEach(function (d, i) { if (d.open) open.push(i); });
        live.innerHTML = html; // our own template's HTML, escaped by html/template
        var ds = live.querySelectorAll("details");
        open.forEach(function (i) { if (ds[i]) ds[i].open = true; });
      });
    }).catch(function () {});
  }

  // wanted is the open question's id as the last event said it; a refresh
  // that failed, or came back before the server had moved on, is tried
  // again a few times until the page shows it (a busy machine or network
  // must not leave an answered question on the TV).
  var wanted = null, retries = 0;

  function refreshQuestion() {
    if (!box && !asking) return Promise.resolve();
    var n = ++questionSeq;
    return get("/api/question").then(function (r) {
      if (n !== questionSeq) return;
      if (r.status === 204) { show(null); return; }
      if (!r.ok) return;
      return r.json().then(function (q) { if (n === questionSeq) show(q); });
    }).catch(function () {}).then(function () {
      if (n !== questionSeq || wanted === null || asked === wanted) { retries = 0; return; }
      if (retries++ < 5) setTimeout(refreshQuestion, 300);
    });
  }

  // The TV shows what the table is asked, without a way to answer.
  function showAsking(q) {
    asked = q ? q.id : "";
    asking.textContent = "";
    asking.hidden = !q;
    if (q) asking.appendChild(el("p", "qtext", q.text));
  }

  // say puts a message under the question: a refusal or news.
  function say(text, cls) {
    var old = box.querySelector(".qproblem, .qinfo");
    if (old) old.remove();
    if (!text) return;
    var p = el("p", cls, text);
    p.setAttribute("role", "alert");
    box.appendChild(p);
  }

  function send(body) {
    if (sending) return;
    sending = true;
    box.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
    fetch("/api/answer", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-Stephens-Token": token },
      body: JSON.stringify(body)
    }).then(function (r) {
      return r.text().then(function (t) {
        var data = null;
        try { data = t ? JSON.parse(t) : null; } catch (e) { data = null; }
        sending = false;
        if (r.ok) {
          questionSeq++; // the answer's reply is newer than a refresh under way
          show(data);
          refreshLive();
          return;
        }
        box.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
        var msg = data && data.error ? data.error : words.failed;
        if (r.status === 409) {
          refreshQuestion().then(function () { say(words.taken, "qinfo"); });
          refreshLive();
          return;
        }
        say((r.status === 422 ? words.refused + " " : "") + msg, "qproblem");
      });
    }).catch(function () {
      sending = false;
      box.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
      say(words.failed, "qproblem");
    });
  }

  function button(label, cls, onClick) {
    var b = el("button", "btn " + (cls || ""), label);
    b.type = "button";
    b.addEventListener("click", onClick);
    return b;
  }

  // The lines the session said since the last question.
  function said(lines) {
    if (!lines || !lines.length) return null;
    var d = el("div", "said");
    lines.forEach(function (l) {
      if (l.style === "table" && l.cells && l.cells.length) {
        var t = el("table");
        l.cells.forEach(function (row, i) {
          var tr = el("tr");
          row.forEach(function (c) { tr.appendChild(el(i === 0 ? "th" : "td", "", c)); });
          t.appendChild(tr);
        });
        d.appendChild(t);
        return;
      }
      if (l.text) d.appendChild(el("p", l.style, l.text));
    });
    return d;
  }

  // The rule behind the question, shown under it ('?').
  function toggleRule(q, holder, btn) {
    if (holder.firstChild) {
      holder.textContent = "";
      btn.setAttribute("aria-expanded", "false");
      return;
    }
    var url = "/rules/" + encodeURIComponent(q.game || "stephens") + "/" + encodeURIComponent(q.topic) + "?part=1";
    get(url).then(function (r) {
      if (!r.ok) return;
      return r.text().then(function (html) {
        holder.innerHTML = html; // our own template's HTML
        btn.setAttribute("aria-expanded", "true");
      });
    }).catch(function () {});
  }

  function show(q) {
    if (asking) { showAsking(q); return; }
    if (!box) return;
    // The same question already shown stays as it is: what was typed, the
    // rule opened (a late event must not wipe them).
    if (q && q.id === asked && !box.hidden && !sending) return;
    asked = q ? q.id : "";
    box.textContent = "";
    if (!q) { box.hidden = true; return; }
    box.hidden = false;
    var s = said(q.lines);
    if (s) box.appendChild(s);
    var head = el("div", "qhead");
    head.appendChild(el("h2", "qtext", q.text));
    var rule = el("div", "rule");
    if (q.topic) {
      var help = button("?", "help", function () { toggleRule(q, rule, help); });
      help.setAttribute("aria-label", words.rule);
      help.setAttribute("title", words.rule);
      help.setAttribute("aria-expanded", "false");
      head.appendChild(help);
    }
    box.appendChild(head);
    var answer = function (v) { send({ id: q.id, value: v }); };
    var offer = q.offer || q.default || "";
    var opts = el("div", "options");
    switch (q.kind) {
      case "yes-no":
        opts.className = "options two";
        opts.appendChild(button(words.yes, offer === "yes" ? "primary" : "", function () { answer("yes"); }));
        opts.appendChild(button(words.no, offer === "no" ? "primary" : "", function () { answer("no"); }));
        break;
      case "choice":
        (q.options || []).forEach(function (o) {
          var b = button(o.label, o.unavailable ? "off" : (o.value === offer ? "primary" : ""), function () {
            if (o.unavailable) { say(o.unavailable, "qproblem"); return; }
            answer(o.value);
          });
          b.setAttribute("data-value", o.value);
          opts.appendChild(b);
        });
        break;
      case "list":
        listPicker(q, opts, offer);
        break;
      case "number":
      case "text":
        var f = el("form", "field");
        f.noValidate = true; // the question checks, in the rules' words
        var input = el("input");
        input.name = "value";
        input.value = offer;
        input.setAttribute("aria-label", q.text);
        if (q.kind === "number") {
          input.type = "number";
          input.inputMode = "numeric";
          input.min = String(q.min);
          if (q.max >= q.min) input.max = String(q.max);
        } else {
          input.type = "text";
          input.autocomplete = "off";
        }
        var go = el("button", "btn primary", words.send);
        go.type = "submit";
        f.appendChild(input);
        f.appendChild(go);
        f.addEventListener("submit", function (ev) { ev.preventDefault(); answer(input.value.trim()); });
        opts.appendChild(f);
        break;
      default: // ack: the table read it and goes on
        opts.appendChild(button(words["continue"], "primary", function () { answer(""); }));
    }
    box.appendChild(opts);
    if (q.accepted && (q.kind === "number" || q.kind === "text")) {
      box.appendChild(el("p", "accepted", words.accepted + " " + q.accepted));
    }
    var menu = el("div", "row menu");
    if (q.can_back) menu.appendChild(button("← " + words.back, "ghost", function () { send({ id: q.id, back: true }); }));
    (q.menu || []).forEach(function (label, i) {
      menu.appendChild(button(label, "ghost", function () { send({ id: q.id, menu: i }); }));
    });
    if (menu.firstChild) box.appendChild(menu);
    box.appendChild(rule); // under the answers: they stay where the thumb is
  }

  // A list: options picked one by one, in order; sent as one value.
  function listPicker(q, opts, offer) {
    var picked = offer ? offer.split(",").filter(Boolean) : [];
    var buttons = [];
    var status = el("p", "accepted");
    function redraw() {
      buttons.forEach(function (b) {
        var v = b.getAttribute("data-value");
        var i = picked.indexOf(v);
        b.classList.toggle("picked", i >= 0);
        var ord = b.querySelector(".order");
        if (ord) ord.remove();
        if (i >= 0) b.appendChild(el("span", "order", String(i + 1)));
      });
      status.textContent = picked.length ? words.picked + " " + picked.length : words.none;
    }
    (q.options || []).forEach(function (o) {
      var b = button(o.label, o.unavailable ? "off" : "", function () {
        if (o.unavailable) { say(o.unavailable, "qproblem"); return; }
        var i = picked.indexOf(o.value);
        if (i >= 0) picked.splice(i, 1); else picked.push(o.value);
        redraw();
      });
      b.setAttribute("data-value", o.value);
      buttons.push(b);
      opts.appendChild(b);
    });
    opts.appendChild(status);
    var row = el("div", "row");
    row.appendChild(button(words.clear, "ghost", function () { picked = []; redraw(); }));
    row.appendChild(button(words.send, "primary", function () { send({ id: q.id, value: picked.join(",") }); }));
    opts.appendChild(row);
    redraw();
  }

  function setConn(ok) { if (conn) conn.hidden = ok; }

  function connect() {
    if (!window.EventSource) return;
    if (source) source.close();
    source = new EventSource("/api/events");
    source.addEventListener("state", function (e) {
      setConn(true);
      var d = null;
      try { d = JSON.parse(e.data); } catch (err) { return; }
      if (d.version !== version) {
        version = d.version;
        refreshLive();
      }
      wanted = d.question;
      retries = 0;
      if ((box || asking) && d.question !== asked) refreshQuestion();
    });
    source.addEventListener("open", function () { setConn(true); });
    source.addEventListener("error", function () {
      setConn(false);
      if (source.readyState === 2) setTimeout(connect, 2000); // closed: start again
    });
  }

  // A phone that slept, or came back online: catch up at once.
  function catchUp() {
    refreshLive();
    refreshQuestion();
    if (!source || source.readyState === 2) connect();
  }

  document.addEventListener("visibilitychange", function () { if (!document.hidden) catchUp(); });
  window.addEventListener("online", catchUp);
  window.addEventListener("pageshow", function (e) { if (e.persisted) catchUp(); });

  refreshQuestion();
  connect();
})();
