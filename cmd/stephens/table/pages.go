package table

import (
	"embed"
	"html/template"
	"net/http"
)

// assets are the page's files, embedded in the binary: nothing is served
// from disk.
//
//go:embed assets
var assets embed.FS

// routePages registers the pages: "/" (the table's page, with inputs) and
// "/board" (the TV's read-only board). A placeholder until the page is
// written; the API routes are registered by the server (server.go).
func (s *Server) routePages(mux *http.ServeMux) {
	page := template.Must(template.ParseFS(assets, "assets/index.html"))
	serve := func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if err := page.Execute(w, s.PageData(r)); err != nil {
			http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
		}
	}
	mux.HandleFunc("GET /{$}", serve)
	mux.HandleFunc("GET /board", serve)
}
