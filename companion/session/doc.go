// Package session runs a walkthrough's units for any front end (see
// Session and FrontEnd).
package session
