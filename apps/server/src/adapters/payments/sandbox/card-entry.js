/* global document, window, fetch */
// The sandbox card form's behaviour, served as a file because the CSP forbids inline scripts.
(function () {
  'use strict';
  var form = document.getElementById('card-form');
  if (!form) return;
  var FIELDS = ['cardNumber', 'expiry', 'cvv', 'cardHolderName', 'billingZip'];
  var status = document.getElementById('form-status');
  var button = form.querySelector('button[type="submit"]');

  function input(name) {
    return document.getElementById(name);
  }

  function showError(name, message) {
    var element = input(name);
    var error = document.getElementById(name + '-error');
    if (!element || !error) return false;
    error.textContent = message;
    element.setAttribute('aria-invalid', message ? 'true' : 'false');
    return Boolean(message);
  }

  function clearErrors() {
    FIELDS.forEach(function (name) {
      showError(name, '');
    });
    status.textContent = '';
  }

  function cardEntry() {
    return {
      clientToken: form.elements.namedItem('clientToken').value,
      cardNumber: input('cardNumber').value.replace(/[\s-]/g, ''),
      expiry: input('expiry').value.replace(/\D/g, ''),
      cvv: input('cvv').value.trim(),
      cardHolderName: input('cardHolderName').value.trim(),
      billingZip: input('billingZip').value.trim(),
    };
  }

  function showFieldErrors(result) {
    var first = null;
    (result.validationErrors || []).forEach(function (item) {
      var name = String(item.field || '').replace(/^body\./, '');
      if (showError(name, item.message) && !first) first = input(name);
    });
    status.textContent = first
      ? 'Please correct the highlighted fields.'
      : result.message || 'Something unexpected happened.';
    if (first) first.focus();
    refused();
  }

  // The checkout asks for the card with its own Place order button: it hears back either way.
  var asked = false;
  function refused() {
    if (!asked) return;
    asked = false;
    window.parent.postMessage(
      { type: 'sandbox-card-refused', clientToken: form.elements.namedItem('clientToken').value },
      window.location.origin,
    );
  }

  function saved(clientToken) {
    FIELDS.forEach(function (name) {
      input(name).value = '';
    });
    status.textContent = 'Card saved';
    button.hidden = true;
    asked = false;
    window.parent.postMessage(
      { type: 'sandbox-card-tokenized', clientToken: clientToken },
      window.location.origin,
    );
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clearErrors();
    var entry = cardEntry();
    button.disabled = true;
    status.textContent = 'Saving card…';
    fetch('/payments/sandbox/cards', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(entry),
    })
      .then(function (response) {
        return response
          .json()
          .catch(function () {
            return {};
          })
          .then(function (result) {
            if (response.ok) saved(entry.clientToken);
            else showFieldErrors(result);
          });
      })
      .catch(function () {
        status.textContent =
          'We could not reach the payment service. Check your connection and try again.';
        refused();
      })
      .finally(function () {
        button.disabled = false;
      });
  });

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== window.location.origin || event.source !== window.parent) return;
    if (!data || data.type !== 'sandbox-card-submit') return;
    if (data.clientToken !== form.elements.namedItem('clientToken').value) return;
    asked = true;
    // A submit already on its way answers for this one too.
    if (!button.disabled) form.requestSubmit();
  });
})();
