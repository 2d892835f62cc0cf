package table

import (
	"net/http"
)

// Server serves one game to the browsers at the table.
//
// What the page gets from the server (the contract with pages.go and
// assets/):
//
//   - PageData(r) is the template data of a page: Token (put it in
//     <meta name="stephens-token" content="{{.Token}}">; the page's script
//     sends it in the X-Stephens-Token header of every POST), Lang (the
//     asker's language: en, de or pt) and Board (true for /board).
//   - Every response carries a Content-Security-Policy with no outside
//     origin and no inline script or style: the page's script and style are
//     files under assets/, served by routePages.
type Server struct {
	token string
}

// PageData is the template data of a page.
type PageData struct {
	Token string // the run's token, for the X-Stephens-Token header of a POST
	Lang  string // the asker's language: en, de or pt
	Board bool   // the TV's read-only board (/board)
}

// PageData returns the template data of the page r asks for.
func (s *Server) PageData(r *http.Request) PageData {
	return PageData{Token: s.token, Lang: "en", Board: r.URL.Path == "/board"}
}
