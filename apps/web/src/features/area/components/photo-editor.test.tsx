import { fireEvent, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '@/test/render';
import { PhotoEditor } from './photo-editor';

function pick(file: File) {
  fireEvent.change(screen.getByLabelText('Escolher foto de perfil'), { target: { files: [file] } });
}

describe('photo editor', () => {
  it('refuses a file that is not an image with the spec message', async () => {
    renderWithQuery(
      <>
        <PhotoEditor image={null} name="Ana" />
        <Toaster />
      </>,
    );
    pick(new File(['texto'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Tipo de arquivo inválido')).toBeInTheDocument();
    expect(screen.getByText('Por favor, selecione uma imagem (JPG, PNG, etc).')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Ajustar foto de perfil' })).not.toBeInTheDocument();
  });

  it('refuses an image over 10MB with the spec message', async () => {
    renderWithQuery(
      <>
        <PhotoEditor image={null} name="Ana" />
        <Toaster />
      </>,
    );
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' });
    pick(big);
    expect(await screen.findByText('Arquivo muito grande')).toBeInTheDocument();
    expect(screen.getByText('O tamanho máximo permitido é 10MB.')).toBeInTheDocument();
  });

  it('opens the crop dialog with a zoom from 1 to 3 in steps of 0.1 for a valid image', async () => {
    URL.createObjectURL = () => 'blob:foto';
    URL.revokeObjectURL = () => {};
    renderWithQuery(<PhotoEditor image={null} name="Ana" />);
    pick(new File([new Uint8Array(100)], 'eu.png', { type: 'image/png' }));
    expect(await screen.findByRole('dialog', { name: 'Ajustar foto de perfil' })).toBeInTheDocument();
    const zoom = screen.getByLabelText('Zoom');
    expect(zoom).toHaveAttribute('min', '1');
    expect(zoom).toHaveAttribute('max', '3');
    expect(zoom).toHaveAttribute('step', '0.1');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: 'Ajustar foto de perfil' })).not.toBeInTheDocument();
  });

  it("asks before removing with 'Remover foto de perfil'", async () => {
    renderWithQuery(<PhotoEditor image="/media/profile-images/a.webp" name="Ana" />);
    fireEvent.click(screen.getByRole('button', { name: 'Remover foto' }));
    expect(await screen.findByRole('alertdialog', { name: 'Remover foto de perfil' })).toBeInTheDocument();
  });
});
